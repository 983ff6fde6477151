"use client";

import { useEffect } from "react";
import { useAppState } from "@/lib/client/app-state";

export const LEAVE_MESSAGE = "You have unsaved changes in this document. Leave without saving?";

/**
 * While `dirty`: the app-wide isFileChanged flag is set, closing or reloading the tab asks
 * (beforeunload), and following an in-app link asks first. The App Router has no blocking
 * navigation event, so links are intercepted in the capture phase before Next's Link handles them.
 */
export function useUnsavedGuard(dirty: boolean) {
  const { setIsFileChanged } = useAppState();

  useEffect(() => {
    setIsFileChanged(dirty);
  }, [dirty, setIsFileChanged]);

  useEffect(() => () => setIsFileChanged(false), [setIsFileChanged]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their own prompt.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (!window.confirm(LEAVE_MESSAGE)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);
}
