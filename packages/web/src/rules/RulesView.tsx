/**
 * Draws one game's rules (a `RulesText`): a title, the summary, a table of contents, then each
 * section with its paragraphs, lists, tables, terms and illustrations. The same view is the
 * `/rules/<game>` page and the Rules dialog over a table. Loaded as a chunk of its own with the
 * game's text (RulesBody), so neither the lobby nor a table carries it until it is opened.
 */
import type { MouseEvent } from 'react';
import type { RulesArt } from './art/index.ts';
import type { Block, RulesText } from './types.ts';
import { useI18n } from '../i18n/index.tsx';
import './rules.css';

/** The DOM id of a section's heading: one page or dialog shows one game at a time. */
export const sectionId = (game: string, id: string): string => `rules-${game}-${id}`;

/** Warns once per missing name: the content names an illustration its art module lacks (a test catches it too). */
const reported = new Set<string>();
function missingArt(game: string, name: string): null {
  const key = `${game}/${name}`;
  if (!reported.has(key)) {
    reported.add(key);
    reportError(new Error(`rules art "${name}" is not in art/${game}.tsx`));
  }
  return null;
}

function Art({ game, art, name }: { game: string; art: RulesArt; name: string }) {
  const Draw = Object.hasOwn(art, name) ? art[name] : undefined;
  return Draw ? <Draw /> : missingArt(game, name);
}

function BlockView({ game, art, block, Term }: { game: string; art: RulesArt; block: Block; Term: 'h3' | 'h4' }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="rules-list">
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className="rules-table-wrap">
          <table className="rules-table">
            <thead>
              <tr>
                {block.head.map((h, i) => (
                  <th key={i} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={c}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'art':
      return (
        <figure className="rules-fig">
          <div className="rules-art" aria-hidden="true">
            <Art game={game} art={art} name={block.name} />
          </div>
          <figcaption>{block.caption}</figcaption>
        </figure>
      );
    case 'term':
      return (
        <div className="rules-term">
          {block.art !== undefined && (
            <div className="rules-term-art" aria-hidden="true">
              <Art game={game} art={art} name={block.art} />
            </div>
          )}
          <div>
            <Term className="rules-term-name">{block.name}</Term>
            <p>{block.text}</p>
          </div>
        </div>
      );
  }
}

/**
 * The rules of one game. On the page the title is its h1 and sections are h2; in a dialog the
 * dialog's own title is the h2, so sections are h3. Terms are one level below their section.
 */
export default function RulesView({
  game,
  title,
  rules,
  art,
  inDialog = false,
}: {
  game: string;
  title: string;
  rules: RulesText;
  art: RulesArt;
  inDialog?: boolean;
}) {
  const { t } = useI18n();
  const Title = inDialog ? 'h2' : 'h1';
  const Section = inDialog ? 'h3' : 'h2';
  // The contents' links scroll within the page or the dialog without touching the URL, so a table
  // behind the dialog keeps its address and the router sees no navigation.
  const jump = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    const el = document.getElementById(sectionId(game, id));
    if (!el) return;
    e.preventDefault();
    el.scrollIntoView({ block: 'start' });
    el.focus({ preventScroll: true });
  };
  return (
    <article className={`rules rules-${game}`}>
      {!inDialog && <Title className="rules-title">{title}</Title>}
      <p className="rules-summary">{rules.summary}</p>
      <nav className="rules-toc" aria-label={t('rules.contents')}>
        <strong aria-hidden="true">{t('rules.contents')}</strong>
        <ol>
          {rules.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${sectionId(game, s.id)}`} onClick={(e) => jump(e, s.id)}>
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {rules.sections.map((s) => (
        <section key={s.id} className={`rules-section rules-section-${s.id}`} aria-labelledby={sectionId(game, s.id)}>
          <Section id={sectionId(game, s.id)} tabIndex={-1}>
            {s.title}
          </Section>
          {s.blocks.map((b, i) => (
            <BlockView key={i} game={game} art={art} block={b} Term={inDialog ? 'h4' : 'h3'} />
          ))}
        </section>
      ))}
    </article>
  );
}
