// Types for client-address.mjs (plain JavaScript so the server runs without a compiler).
export declare const CLIENT_ADDRESS_HEADER: "x-exportly-client-ip";
export declare const FRONT_SERVER_MARK: unique symbol;
export declare function normaliseAddress(address: string | undefined | null): string;
export declare function trustedProxyCount(value?: string): number;
export declare function resolveClientAddress(input: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedProxies: number;
}): string;
