"use client";

import { useEffect, type RefObject } from "react";

/**
 * `/exportdocs/{shipmentId}/{template}#field=lineItems.2.grossWeight` focuses that field once the
 * editor is on screen (the compliance findings link here). The field is found the way the error
 * summary finds one (components/ui/error-summary.tsx): by `name`, or inside a `data-field`
 * wrapper; a path with no input of its own (a place's code, a whole goods line) falls back to
 * its nearest parent that has one.
 */
export function useFocusFieldFromHash(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    function focusFromHash() {
      const match = /^#field=(.+)$/.exec(window.location.hash);
      const form = formRef.current;
      if (!match || !form) return;
      const segments = decodeURIComponent(match[1]!).split(".");
      for (let n = segments.length; n > 0; n--) {
        const key = CSS.escape(segments.slice(0, n).join("."));
        const target = form.querySelector<HTMLElement>(
          `[name="${key}"], [data-field="${key}"] input, [data-field="${key}"] select, [data-field="${key}"] textarea, [data-field="${key}"] button`,
        );
        if (target) {
          target.scrollIntoView({ block: "center" });
          target.focus();
          return;
        }
      }
    }
    // After the first paint, so every section's inputs exist.
    const timer = window.setTimeout(focusFromHash, 0);
    window.addEventListener("hashchange", focusFromHash);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("hashchange", focusFromHash);
    };
  }, [formRef]);
}
