// `npm run docs:api`: writes docs/api.md from the endpoint contract (see scripts/api-docs.ts).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { API_DOCS_PATH, renderApiDocs } from "./api-docs";

void renderApiDocs().then((markdown) => {
  writeFileSync(API_DOCS_PATH, markdown);
  console.log(`Wrote ${path.relative(process.cwd(), API_DOCS_PATH)}.`);
});
