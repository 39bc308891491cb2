import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateTryonTaskResponseSchema,
  DEFAULT_PAGE_SIZE,
  DressesResponseSchema,
  DressFiltersResponseSchema,
  LooksResponseSchema,
  MessageResponseSchema,
  PhotoResponseSchema,
  PhotosResponseSchema,
  TRYON_POLL_INTERVAL_MS,
  TryonTaskSchema,
  type TryonTask,
} from '@tryown/contracts';
import { api, uploadFile } from '../../../lib/api-client.ts';

/** The shopper's side of the API (user/*), with the shopper's token. */
const auth = 'user' as const;
export const shopperKeys = { dresses: ['user', 'dresses'], filters: ['user', 'dress-filters'], photos: ['user', 'photos'], looks: ['user', 'looks'] } as const;

export type DressQuery = { category?: string; type?: string };

export function useShopperDresses(query: DressQuery) {
  return useInfiniteQuery({
    queryKey: [...shopperKeys.dresses, query],
    queryFn: ({ pageParam, signal }) => api.get('/user/dresses', { auth, query: { ...query, page: pageParam, limit: DEFAULT_PAGE_SIZE }, schema: DressesResponseSchema, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export const useDressFilters = () => useQuery({ queryKey: shopperKeys.filters, queryFn: () => api.get('/user/dresses/filters', { auth, schema: DressFiltersResponseSchema }) });

export const usePhotos = () => useQuery({ queryKey: shopperKeys.photos, queryFn: async () => (await api.get('/user/photos', { auth, schema: PhotosResponseSchema })).photos });

export const useLooks = () => useQuery({ queryKey: shopperKeys.looks, queryFn: async () => (await api.get('/user/looks', { auth, schema: LooksResponseSchema })).looks });

/** Upload (with progress), then POST user/photos, which analyses the photo and may refuse it with a reason. */
export function useAddPhoto(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const imageKey = await uploadFile('user/photos', file, auth, onProgress);
      return (await api.post('/user/photos', { auth, body: { imageKey }, schema: PhotoResponseSchema })).photo;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopperKeys.photos }),
  });
}

/** Deleting a photo also deletes its looks, so both lists are read again. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/user/photos/${encodeURIComponent(id)}`, { auth, schema: MessageResponseSchema }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: shopperKeys.photos }), queryClient.invalidateQueries({ queryKey: shopperKeys.looks })]),
  });
}

export function useDeleteLook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/user/looks/${encodeURIComponent(id)}`, { auth, schema: MessageResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopperKeys.looks }),
  });
}

const isFinished = (task: TryonTask | undefined) => task?.status === 'COMPLETED' || task?.status === 'FAILED';

/** Starts a try-on, then polls it every 2 s until it ends; a finished one refreshes My looks. */
export function useShopperTryOn() {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: (input: { photoId: string; dressId: string }) => api.post('/user/tryon/tasks', { auth, body: input, schema: CreateTryonTaskResponseSchema }),
  });
  const taskId = start.data?.task_id;
  const task = useQuery({
    queryKey: ['user', 'tryon', taskId],
    queryFn: async ({ signal }) => {
      const answer = await api.get(`/user/tryon/tasks/${encodeURIComponent(taskId!)}`, { auth, schema: TryonTaskSchema, signal });
      if (answer.status === 'COMPLETED') void queryClient.invalidateQueries({ queryKey: shopperKeys.looks });
      return answer;
    },
    enabled: Boolean(taskId),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : TRYON_POLL_INTERVAL_MS),
    retry: 2,
  });
  return { start, task: taskId ? task : undefined, reset: start.reset };
}
