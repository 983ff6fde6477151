import type { ReactNode } from "react";
import { Toasts } from "@/components/ui/toasts";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toasts />
    </>
  );
}
