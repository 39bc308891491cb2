import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DressesResponseSchema, MAX_PAGE_SIZE, RotateWidgetKeyResponseSchema, WidgetSettingsSchema, type UpdateWidgetSettingsRequest } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

const widgetKey = ['widget-settings'] as const;

/** GET client/widget: the store's key, allowed origins, switch and monthly cap. */
export function useWidgetSettings() {
  return useQuery({ queryKey: widgetKey, queryFn: ({ signal }) => api.get('/client/widget', { auth: 'client', schema: WidgetSettingsSchema, signal }) });
}

/** PUT client/widget with the whole setting. */
export function useSaveWidgetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWidgetSettingsRequest) => api.put('/client/widget', { auth: 'client', body: input, schema: WidgetSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(widgetKey, saved),
  });
}

/** POST client/widget/rotate: a new key; the old one stops working at once. */
export function useRotateWidgetKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/client/widget/rotate', { auth: 'client', schema: RotateWidgetKeyResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: widgetKey }),
  });
}

/** The store's dresses (first page), for the ids the snippet needs. */
export function useDressIds() {
  return useQuery({
    queryKey: ['widget-settings', 'dresses'],
    queryFn: ({ signal }) => api.get('/dress', { auth: 'client', query: { limit: MAX_PAGE_SIZE }, schema: DressesResponseSchema, signal }),
    select: (page) => ({ total: page.total, dresses: page.dresses.filter((dress) => !dress.disabled) }),
  });
}
