import { describe, expect, it } from 'vitest';
import {
  whatsappTemplateGuides,
  whatsappTemplateKeys,
  whatsappTemplateParamNames,
} from './templates.ts';

// What Settings → WhatsApp tells the owner to register at Meta (docs/decisions/whatsapp.md).
describe('the WhatsApp template guides', () => {
  it('word each body with exactly its parameters, {{1}} to {{n}} in order', () => {
    for (const key of whatsappTemplateKeys) {
      const names = Object.values(whatsappTemplateParamNames[key]);
      const placeholders = [...whatsappTemplateGuides[key].body.matchAll(/\{\{(\d+)\}\}/g)].map(
        (m) => Number(m[1]),
      );
      expect(placeholders, key).toEqual(names.map((_, i) => i + 1));
    }
  });
});
