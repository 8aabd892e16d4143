import useSWR from 'swr';

export interface UserAssetType {
  label: string;
  exchanges: string;
  assetType: string;
}

/** Extra categories on /appuser; a failed fetch is an empty list, silently. */
export function useUserAssetTypes(enabled: boolean): UserAssetType[] {
  const { data, error } = useSWR<UserAssetType[]>(enabled ? '/api/getUserAssetTypes?userassets=true' : null, {
    shouldRetryOnError: false,
  });
  return error || !Array.isArray(data) ? [] : data;
}
