import { useQuery } from "@tanstack/react-query";

/** What this site keeps on the device, what is free for it, and whether it is kept for good. */
export function useStorageEstimate(version: number) {
  return useQuery({
    queryKey: ["storage-estimate", version],
    queryFn: async () => {
      const storage = navigator.storage as StorageManager | undefined;
      if (!storage?.estimate) return null;
      const [estimate, persisted] = await Promise.all([
        storage.estimate(),
        Promise.resolve()
          .then(() => storage.persisted())
          .catch(() => false),
      ]);
      const quota = estimate.quota ?? 0;
      const usage = estimate.usage ?? 0;
      return { usage, free: Math.max(0, quota - usage), persisted };
    },
    staleTime: 5_000,
  });
}
