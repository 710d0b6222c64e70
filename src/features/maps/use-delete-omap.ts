/**
 * Deleting a map: the mutation, then every map query is out of date. A map-area result already
 * shown drops the deleted map at once rather than searching again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { deleteOmap, type Omap } from '../../api/maps-api';
import { OMAPS_KEY, omapKeys } from '../../api/map-queries';
import { showToast } from '../../ui/toast-store';
import { omapDeletedMessage } from './maps-messages';

export function useDeleteOmap({ selectedId }: { selectedId: string | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (omap: Omap) => deleteOmap(omap.id),
    onSuccess: async (_, omap) => {
      queryClient.setQueriesData<Omap[]>({ queryKey: omapKeys.area() }, (found) =>
        found?.filter((o) => o.id !== omap.id),
      );
      // The deleted map is no longer the chosen one.
      if (omap.id === selectedId) await navigate({ to: '/maps', search: {} });
      await queryClient.invalidateQueries({ queryKey: omapKeys.area(), refetchType: 'none' });
      await queryClient.invalidateQueries({
        queryKey: OMAPS_KEY,
        predicate: (query) => query.queryKey[1] !== omapKeys.area()[1],
      });
      showToast(omapDeletedMessage);
    },
  });
}
