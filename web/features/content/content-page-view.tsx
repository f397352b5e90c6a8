import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PageLink } from '../../../contract/content';
import { contentPagePath } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { ContactMap } from './contact-map';
import { pageQuery } from './page-api';
import './content-page.css';
import { MissingPage } from '../../ui/missing-page';

/** A page and its children: the sub-menu that stays while the visitor switches between them. */
export interface PageMenu {
  parent: PageLink;
  children: PageLink[];
}

interface Props {
  alias: string;
  /** the menu of the parent page the visitor came from, if any */
  menu: PageMenu | null;
}

export const NOT_FOUND_TEXT = 'Nem található ilyen oldal.';

export function ContentPageView({ alias, menu }: Props) {
  // The previous page stays on screen while a sibling loads: switching feels in place.
  const { data: page, isPending, isError, isPlaceholderData } = useQuery({ ...pageQuery(alias), placeholderData: keepPreviousData });
  usePageTitle(page && !isError ? page.title : isError ? NOT_FOUND_TEXT : null);
  if (isPending) return <p className="page-loading" role="status">Betöltés…</p>;
  if (isError) return <MissingPage>{NOT_FOUND_TEXT}</MissingPage>;
  const ownMenu = page.children.length > 0 ? { parent: { alias: page.alias, title: page.title }, children: page.children } : menu;
  return (
    <article className="page content-page" aria-busy={isPlaceholderData}>
      {ownMenu && <SubMenu menu={ownMenu} current={alias} />}
      <div className="content-page__body">
        <h1>{page.title}</h1>
        {/* The server sanitizes page HTML (contract: sanitized HTML). */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.content }} />
        {page.alias === 'kontakt' && <ContactMap />}
      </div>
    </article>
  );
}

function SubMenu({ menu, current }: { menu: PageMenu; current: string }) {
  const links = [menu.parent, ...menu.children];
  return (
    <nav className="content-menu" aria-label={menu.parent.title}>
      <ul>
        {links.map((link) => (
          <li key={link.alias}>
            <Link
              to={contentPagePath(link.alias)}
              state={{ menu }}
              aria-current={link.alias === current ? 'page' : undefined}
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
