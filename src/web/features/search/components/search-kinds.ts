import {
  IconBriefcase,
  IconBuildingStore,
  IconFileText,
  IconFlask,
  IconMapPin,
  type IconProps,
  IconTemplate,
  IconUser,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { SearchResult } from '@shared/schemas/search';
import type { SearchKind } from '@shared/schemas/search-limits';

export const KIND_ICONS: Record<SearchKind, ComponentType<IconProps>> = {
  location: IconMapPin,
  customer: IconBuildingStore,
  job: IconBriefcase,
  report: IconFileText,
  user: IconUser,
  template: IconTemplate,
  chemical: IconFlask,
};

/** Jobs and reports are known by their number too; it shows beside their name. */
export const withNumber = (kind: SearchKind) => kind === 'job' || kind === 'report';

/** The results as the server grouped them (by kind, in its order): one group per kind. */
export function groupByKind(results: SearchResult[]): [SearchKind, SearchResult[]][] {
  const groups = new Map<SearchKind, SearchResult[]>();
  for (const result of results) {
    const group = groups.get(result.kind);
    if (group) group.push(result);
    else groups.set(result.kind, [result]);
  }
  return [...groups];
}
