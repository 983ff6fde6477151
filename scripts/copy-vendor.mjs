// Copies the API viewer (swagger-ui-dist) into public/vendor so /api-docs is self-hosted:
// nothing is fetched from another host at build, test or run time.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const source = path.dirname(require.resolve("swagger-ui-dist/package.json"));
const target = path.join(process.cwd(), "public", "vendor", "swagger-ui");
fs.mkdirSync(target, { recursive: true });
for (const file of ["swagger-ui.css", "swagger-ui-bundle.js", "LICENSE"]) {
  fs.copyFileSync(path.join(source, file), path.join(target, file));
}
console.log(`swagger-ui-dist copied to ${path.relative(process.cwd(), target)}`);
