import type {
  Page,
  WebhookDeliveryDetailView,
  WebhookDeliveryView,
  WebhookEndpointInput,
  WebhookEndpointView,
  WebhookEndpointWithSecret,
} from '@pms/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

const endpoints = '/api/v2/webhooks/endpoints/';
const keys = {
  all: ['webhooks'] as const,
  endpoints: ['webhooks', 'endpoints'] as const,
  deliveries: (id: number, size: number) => ['webhooks', 'deliveries', id, size] as const,
  delivery: (id: number) => ['webhooks', 'delivery', id] as const,
};

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: keys.endpoints,
    queryFn: () => api.get<Page<WebhookEndpointView>>(endpoints),
  });
}

/** Every change to endpoints or deliveries refreshes everything the tab shows. */
function useWebhookMutation<TArg, TResult>(fn: (arg: TArg) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: WebhookEndpointInput) => api.post<WebhookEndpointWithSecret>(endpoints, body));

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, body }: { id: number; body: WebhookEndpointInput }) =>
    api.put<WebhookEndpointView>(`${endpoints}${id}/`, body),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: number) => api.delete<void>(`${endpoints}${id}/`));

export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: number) => api.post<WebhookEndpointWithSecret>(`${endpoints}${id}/rotate-secret/`));

export const useSendWebhookTest = () =>
  useWebhookMutation((id: number) => api.post<WebhookDeliveryView>(`${endpoints}${id}/test/`));

export const useReplayWebhookDelivery = () =>
  useWebhookMutation((id: number) =>
    api.post<WebhookDeliveryView>(`/api/v2/webhooks/deliveries/${id}/replay/`),
  );

/** An endpoint's latest deliveries; refreshed every few seconds while some are still waiting. */
export function useWebhookDeliveries(endpointId: number, size: number) {
  return useQuery({
    queryKey: keys.deliveries(endpointId, size),
    queryFn: () =>
      api.get<Page<WebhookDeliveryView>>(`${endpoints}${endpointId}/deliveries/`, { 'page[size]': size }),
    refetchInterval: (query) => (query.state.data?.results.some((d) => d.state === 'pending') ? 3000 : false),
  });
}

export function useWebhookDelivery(id: number | null) {
  return useQuery({
    queryKey: keys.delivery(id ?? 0),
    queryFn: () => api.get<WebhookDeliveryDetailView>(`/api/v2/webhooks/deliveries/${id}/`),
    enabled: id !== null,
  });
}
