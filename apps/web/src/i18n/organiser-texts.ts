/**
 * The texts only the organiser's and arbiters' screens use (result entry, the organiser's
 * dialogs, the rule options' values), added to i18next when their chunk loads, so a public
 * visit does not download them. Each Czech file is typed by its English one.
 */
import { i18next } from './index';
import { entryCs } from './entry-cs';
import { entryEn } from './entry-en';
import { optionValuesCs } from './option-values-cs';
import { optionValuesEn } from './option-values-en';
import { organiserCs } from './organiser-cs';
import { organiserEn } from './organiser-en';

i18next.addResourceBundle(
  'en',
  'translation',
  { ...entryEn, ...organiserEn, ...optionValuesEn },
  true,
  false,
);
i18next.addResourceBundle(
  'cs',
  'translation',
  { ...entryCs, ...organiserCs, ...optionValuesCs },
  true,
  false,
);
