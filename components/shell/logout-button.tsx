"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { forgetSignIn } from "@/lib/client/storage";

/**
 * Signs out, then a full page load to /login, so no screen of the signed-in user stays in the
 * router's cache. `next`: where the next sign-in goes (e.g. back to an invitation link).
 */
export function LogoutButton({ next, label = "Log out" }: { next?: string; label?: string } = {}) {
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    setLoggingOut(true);
    try {
      const response = await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
      if (!response.ok && response.status !== 401) throw new Error(String(response.status));
    } catch (error) {
      console.warn("Logout failed:", error);
      toast.error("Could not sign you out. Please check your connection and try again.");
      setLoggingOut(false);
      return;
    }
    forgetSignIn();
    window.location.replace(next ? `/login?next=${encodeURIComponent(next)}` : "/login");
  }

  return (
    <button type="button" className="btn btn-secondary" onClick={logout} disabled={loggingOut}>
      {loggingOut ? "Signing out…" : label}
    </button>
  );
}
