import { relative } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { CATALOG_FILES_ELEMENT_ID, type CatalogFiles } from '../src/i18n/catalog-files.ts';

type Messages = Record<string, string>;

/**
 * Builds each language's catalog in two files: the messages the first load's own code uses (the
 * menu's few words) and the rest, which every lazily loaded screen waits for. Loaded whole, the
 * English catalog was ~10 KB gzip of the menu's first load although the menu uses ~40 of its ~560
 * messages. Which messages are "first" comes from the build itself: those whose catalog references
 * (`#:` lines) name a module of the entry chunk. The files' names go into index.html as JSON
 * (src/i18n/catalog-files.ts reads them); `vite` in development and Vitest keep the whole .po.
 */
export function splitCatalogs(): Plugin {
  let files: CatalogFiles = {};
  let inlineFirst: Record<string, unknown> = {};
  let sourceRest: string | null = null;
  let root = process.cwd();
  let base = '/';
  return {
    name: 'split-catalogs',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
      if (!entry || entry.type !== 'chunk') throw new Error('split-catalogs: the build has no entry chunk');
      const firstLoadFiles = new Set(entry.moduleIds.map((id) => relative(root, id.split('?')[0]!)));

      const lingui = getConfig({ cwd: root });
      const [catalog] = await getCatalogs(lingui);
      if (!catalog) throw new Error('split-catalogs: lingui.config has no catalog');
      const source = await catalog.read(lingui.sourceLocale!);
      const firstIds = new Set(
        Object.entries(source ?? {})
          .filter(([, entry]) => (entry.origin ?? []).some(([file]) => firstLoadFiles.has(file)))
          .map(([id]) => id),
      );

      files = {};
      inlineFirst = {};
      for (const locale of lingui.locales) {
        const { messages } = await catalog.getTranslations(locale, {
          sourceLocale: lingui.sourceLocale!,
          fallbackLocales: lingui.fallbackLocales || {},
        });
        const first: Messages = {};
        const rest: Messages = {};
        for (const [id, message] of Object.entries(messages as Messages)) {
          (firstIds.has(id) ? first : rest)[id] = message;
        }
        const emit = (part: 'first' | 'rest', partMessages: Messages) => {
          const { source: json, errors } = createCompiledCatalog(locale, partMessages, { namespace: 'json' });
          if (errors.length)
            throw new Error(`split-catalogs: ${locale} does not compile: ${JSON.stringify(errors[0])}`);
          // Only the messages map: what i18n.load takes (identical files are written once).
          const { messages: compiled } = JSON.parse(json) as { messages: unknown };
          // The source language's first words ride in index.html itself: no round trip before the
          // first paint for the language most visitors start in.
          if (part === 'first' && locale === lingui.sourceLocale) inlineFirst[locale] = compiled;
          const ref = this.emitFile({
            type: 'asset',
            name: `messages-${locale}-${part}.json`,
            source: JSON.stringify(compiled),
          });
          return `${base}${this.getFileName(ref)}`;
        };
        files[locale] = { first: emit('first', first), rest: emit('rest', rest) };
        if (locale === lingui.sourceLocale) sourceRest = files[locale]!.rest;
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: CATALOG_FILES_ELEMENT_ID },
            children: JSON.stringify({ files, inlineFirst }).replace(/</g, '\\u003c'),
            injectTo: 'head',
          },
          // The rest of the source language's messages start downloading beside the entry (low
          // priority: the menu does not need them), so a lazily loaded first page (home, an item)
          // does not wait for a round trip after the app has started.
          ...(sourceRest
            ? [
                {
                  tag: 'link',
                  attrs: {
                    rel: 'preload',
                    as: 'fetch',
                    href: sourceRest,
                    crossorigin: 'anonymous',
                    fetchpriority: 'low',
                  },
                  injectTo: 'head' as const,
                },
              ]
            : []),
        ];
      },
    },
  };
}
