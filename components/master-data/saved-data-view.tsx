"use client";

import { Tabs } from "@/components/ui/tabs";
import { ContactsTab } from "./contacts-tab";
import { PortsTab } from "./ports-tab";
import { ProductsTab } from "./products-tab";

const TABS = [
  { key: "contacts", label: "Contacts" },
  { key: "products", label: "Products" },
  { key: "ports", label: "Ports" },
] as const;

/** The Saved data screen: contacts, products and ports in tabs. */
export function SavedDataView() {
  return (
    <Tabs label="Saved data" tabs={TABS}>
      {(tab) => (tab === "contacts" ? <ContactsTab /> : tab === "products" ? <ProductsTab /> : <PortsTab />)}
    </Tabs>
  );
}
