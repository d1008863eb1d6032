import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { infoHead } from '../../../contract/page-head';
import { usePageHead } from '../../runtime/use-page-head';
import { container, page, pageTitle as titleClass } from '../../styles/utils.css';
import * as css from './info.css';

interface InfoPageProps {
  kicker: string;
  title: string;
  lead: string;
  children: ReactNode;
}

/** The frame of every information page: one h1, a lead paragraph, then the content. */
export function InfoPage({ kicker, title, lead, children }: InfoPageProps) {
  const [path] = useLocation();
  usePageHead(infoHead(title, lead, path));
  return (
    <div className={`${container} ${page}`}>
      <article className={css.article}>
        <p className={css.kicker}>{kicker}</p>
        <h1 className={titleClass}>{title}</h1>
        <p className={css.lead}>{lead}</p>
        <div className={css.body}>{children}</div>
      </article>
    </div>
  );
}
