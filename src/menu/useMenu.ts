// The menu of the served model registry, for the sidebar and the not-available page.
import { useMemo } from 'react';
import { useModels } from '../registry/useModels';
import { buildMenu } from './buildMenu';
import type { MenuGroupDefinition } from './types';

export function useMenu(): MenuGroupDefinition[] {
  const models = useModels();
  return useMemo(() => buildMenu(models), [models]);
}
