import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main className="public-main" aria-labelledby="not-found-title">
      <p className="brand" style={{ fontSize: "1.25rem" }}>
        Exportly
      </p>
      <p className="lead" style={{ marginBottom: "0.25rem" }}>
        Error 404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you were looking for does not exist or has moved. Check the address, or go somewhere useful:</p>
      <div className="actions">
        <Link className="btn" href="/">
          Home
        </Link>
        <Link className="btn btn-secondary" href="/dashboard">
          Dashboard
        </Link>
      </div>
    </main>
  );
}
