// A menu item's title as shown: a model's declared label in the interface language, else its message.
import { useCallback } from 'react';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { localizedText } from '../registry/useLocalized';
import type { MenuItemDefinition } from './types';

export function menuItemTitle(item: MenuItemDefinition, language: string, translate: TranslateFunction): string {
  return item.label ? localizedText(item.label, language) : translate(`shell.menu.items.${item.key}`);
}

export function useMenuItemTitle(): (item: MenuItemDefinition) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback((item: MenuItemDefinition) => menuItemTitle(item, locale, translate), [locale, translate]);
}
