import { isTemplateKey, TEMPLATE_BY_KEY } from "@/lib/templates/descriptors";

/** A document's title from its template key (the sharing answers carry keys only). */
export const documentTitle = (name: string) => (isTemplateKey(name) ? TEMPLATE_BY_KEY[name].title : name);
