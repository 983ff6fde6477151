"use client";

import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { apiRequest, type ApiInput, type ApiMethod, type ApiOutput, type ApiPath, type EndpointAt } from "./api-client";

/**
 * Server state on the client, through TanStack Query and the typed API client. Query keys are
 * `[pathTemplate, input]`, so a change invalidates by path prefix ("/api/shipments" refreshes the
 * list and every shipment under it) without each screen knowing the others' keys.
 */
type GetPath = ApiPath<"GET">;
type GetEndpoint<P extends GetPath> = EndpointAt<"GET", P>;

export const apiQueryKey = (path: string, input?: object): QueryKey => [path, input ?? {}];

/** Refetches every cached query whose path starts with one of the prefixes. */
export function invalidatePaths(client: QueryClient, prefixes: readonly string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === "string" && prefixes.some((prefix) => head.startsWith(prefix));
    },
  });
}

type QueryOptions = { enabled?: boolean; staleTime?: number; refetchInterval?: number };

/** A GET on one endpoint, cached under its path and input. */
export function useApiQuery<P extends GetPath>(
  path: P,
  input: ApiInput<GetEndpoint<P>> | undefined,
  options: QueryOptions = {},
) {
  return useQuery({
    queryKey: apiQueryKey(path, input),
    queryFn: ({ signal }) =>
      (apiRequest as (m: "GET", p: P, i: unknown, init: { signal: AbortSignal }) => Promise<ApiOutput<GetEndpoint<P>>>)(
        "GET",
        path,
        input,
        { signal },
      ),
    ...options,
  });
}

type Paged = { nextCursor: string | null };

/**
 * A keyset-paginated list (every list endpoint answers `nextCursor` and takes it back as
 * `cursor`): the first page for `input`, then `loadMore` appends the next. `pick` takes the items
 * out of one page.
 */
export function useKeysetList<P extends GetPath, T>(
  path: P,
  input: ApiInput<GetEndpoint<P>> | undefined,
  pick: (page: ApiOutput<GetEndpoint<P>>) => readonly T[],
  options: QueryOptions = {},
) {
  const query = useInfiniteQuery({
    queryKey: [...apiQueryKey(path, input), "pages"],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const base = (input ?? {}) as { query?: object };
      const withCursor = pageParam ? { ...base, query: { ...base.query, cursor: pageParam } } : base;
      return (
        apiRequest as (m: "GET", p: P, i: unknown, init: { signal: AbortSignal }) => Promise<ApiOutput<GetEndpoint<P>>>
      )("GET", path, withCursor, { signal });
    },
    getNextPageParam: (last) => (last as Paged).nextCursor ?? undefined,
    ...options,
  });
  const { data, fetchNextPage, refetch } = query;
  // `pick` is a small accessor at every call site; the pages decide when items change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const items = useMemo(() => (data?.pages ?? []).flatMap((page) => [...pick(page)]), [data]);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const reload = useCallback(() => void refetch(), [refetch]);
  return { ...query, items, loadMore, reload, hasMore: query.hasNextPage };
}

type MutationMethod = Exclude<ApiMethod, "GET">;

/**
 * A write to one endpoint. After it succeeds, every query under `invalidates` (path prefixes)
 * is refetched, so the screens showing what changed catch up.
 */
export function useApiMutation<M extends MutationMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  { invalidates = [] }: { invalidates?: readonly string[] } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<EndpointAt<M, P>>) =>
      (apiRequest as (m: M, p: P, i: unknown) => Promise<ApiOutput<EndpointAt<M, P>>>)(method, path, input),
    onSuccess: () => (invalidates.length ? invalidatePaths(client, invalidates) : undefined),
  });
}
