/**
 * /maps: the list of maps (100 at a time), a chosen map shown on the map, and the search by map
 * area (the precision-4 geohash cells of the view, from zoom 11). Editors and Admins also create,
 * edit and delete maps (`mode=new|edit`); the server refuses anyone else anyway.
 */
import { useCurrentUser } from '../../api/use-current-user';
import { EditStoredMap } from './edit-stored-map';
import { EditorsOnly } from './editors-only';
import { MapNotFound } from './map-not-found';
import type { MapsSearch } from './maps-search';
import { MapsOverview } from './maps-overview';
import { OmapEditor } from './omap-editor';
import './maps.css';

export function MapsPage({ search }: { search: MapsSearch }) {
  const user = useCurrentUser();
  const canEdit = user?.isEditorOrAdmin ?? false;
  if (search.mode === 'new' || search.mode === 'edit') {
    if (!canEdit) return <EditorsOnly />;
    if (search.mode === 'new') return <OmapEditor key="new" omap={null} />;
    if (!search.omapId) return <MapNotFound />;
    return <EditStoredMap omapId={search.omapId} />;
  }
  return <MapsOverview selectedId={search.omapId ?? null} canEdit={canEdit} />;
}
