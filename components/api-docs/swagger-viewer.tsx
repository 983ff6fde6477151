"use client";

import Script from "next/script";
import { useCallback, useState } from "react";

declare global {
  interface Window {
    SwaggerUIBundle?: (options: { url: string; dom_id: string; deepLinking?: boolean }) => unknown;
  }
}

/** Swagger UI from /vendor/swagger-ui (self-hosted), rendering /api/openapi.json. */
export function SwaggerViewer() {
  const [failed, setFailed] = useState(false);

  // onReady runs after the first load and again on every later mount.
  const init = useCallback(() => {
    if (!window.SwaggerUIBundle) return;
    window.SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true });
  }, []);

  return (
    <>
      <Script
        src="/vendor/swagger-ui/swagger-ui-bundle.js"
        strategy="afterInteractive"
        onReady={init}
        onError={() => setFailed(true)}
      />
      {failed ? (
        <p className="alert alert-error" role="alert" style={{ margin: "1.5rem" }}>
          The API viewer could not be loaded. The raw document is at <a href="/api/openapi.json">/api/openapi.json</a>.
        </p>
      ) : null}
      <div id="swagger-ui" />
    </>
  );
}
