"use client";

import dynamic from "next/dynamic";

/**
 * The toast container, loaded after the page has hydrated: react-toastify is about 12 KB gzip,
 * which the landing page's first-load JavaScript budget (150 KB) need not carry before the
 * visitor has submitted anything.
 */
export const LazyToasts = dynamic(() => import("@/components/ui/toasts").then((m) => m.Toasts), { ssr: false });

/** Shows a toast, loading react-toastify on first use (the same module instance as the container). */
export async function showToast(type: "success" | "error", message: string): Promise<void> {
  const { toast } = await import("react-toastify");
  toast[type](message);
}
