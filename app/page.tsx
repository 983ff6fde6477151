import Link from "next/link";

export default function Home() {
  return (
    <main className="public-main">
      <p className="brand" style={{ fontSize: "1.25rem" }}>
        Exportly
      </p>
      <h1 className="hero-title">Export documents and eBLs, in one place.</h1>
      <p className="lead">Prepare export trade documents, issue and transfer electronic bills of lading, and work with your banks, shipping lines and forwarders.</p>
      <div className="actions">
        <Link className="btn" href="/login">
          Sign in or register
        </Link>
        <Link className="btn btn-secondary" href="/api-docs">
          API documentation
        </Link>
      </div>
    </main>
  );
}
