/**
 * Preload (`node --import ./test/no-network.mjs`) that makes every network call throw: sockets,
 * DNS, HTTP(S) and fetch. The offline verifier's tests run the CLI under it, so any attempt to
 * reach the network fails loudly instead of quietly timing out.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";
import tls from "node:tls";

const refuse = (what) =>
  function () {
    throw new Error(`network disabled (test/no-network.mjs): ${what}`);
  };

net.connect = net.createConnection = refuse("net.connect");
net.Socket.prototype.connect = refuse("net.Socket.connect");
tls.connect = refuse("tls.connect");
for (const name of ["lookup", "resolve", "resolve4", "resolve6", "resolveAny", "resolveTxt", "resolveSrv", "reverse"]) {
  dns[name] = refuse(`dns.${name}`);
  dns.promises[name] = refuse(`dns.promises.${name}`);
}
http.request = http.get = refuse("http.request");
https.request = https.get = refuse("https.request");
globalThis.fetch = refuse("fetch");
// Named ESM imports of these modules see the patched functions too.
syncBuiltinESMExports();
