import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Tabs } from '@icast/ui';
import { NEWS_ITEMS, NO_EVENTS_TEXT, PRIMARY_NEWS, truncateWords } from '@icast/content';
import type { HighlightsBlock } from '@icast/contracts';
import { Illustration } from '../components/Illustration';
import { usePrefersReducedMotion } from '../components/motion';
import { Block, PageTabs, useSitePage } from '../components/SitePage';
import { ApplyActions, Section } from '../components/blocks';

interface StageNews {
  id: number;
  title: string;
  date: string;
  content: string;
  link?: string;
}

interface StageConfig {
  stage: 'primary' | 'secondary';
  welcomeImages: string[];
  /** The original site's rotation (docs/product.md#timings-and-thresholds): 5 s for primary, 500 ms for secondary. */
  rotateMs: number;
  news: StageNews[];
}

const NEWS_SHOWN = 3;

export const PRIMARY_STAGE: StageConfig = {
  stage: 'primary',
  welcomeImages: ['primary/reading-corner', 'primary/science-table', 'primary/football-field', 'primary/art-class'],
  rotateMs: 5_000,
  news: PRIMARY_NEWS.slice(0, NEWS_SHOWN),
};

export const SECONDARY_STAGE: StageConfig = {
  stage: 'secondary',
  welcomeImages: ['secondary/chemistry-lab', 'secondary/computer-room', 'secondary/library', 'secondary/sports'],
  rotateMs: 500,
  news: NEWS_ITEMS.slice(0, NEWS_SHOWN).map((item) => ({ ...item, link: `/news-detail/${item.id}` })),
};

/** A random picture other than the current one, every `rotateMs`; still under reduced motion. */
function useRotatingImage(images: string[], rotateMs: number): string {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (reducedMotion || images.length < 2) return;
    const timer = window.setInterval(() => {
      setIndex((current) => (current + 1 + Math.floor(Math.random() * (images.length - 1))) % images.length);
    }, rotateMs);
    return () => window.clearInterval(timer);
  }, [images, rotateMs, reducedMotion]);
  return images[index] ?? images[0] ?? '';
}

/**
 * The stage's news, events and (when the saved page has them) subjects, as tabs: the news and events come from the
 * stage's news; the subjects block's heading is its tab's label.
 */
function Updates({ config, subjects, tone }: { config: StageConfig; subjects?: HighlightsBlock; tone?: 'alt' }) {
  return (
    <Section id="updates" title="News, Events and Subjects" tone={tone}>
      <Tabs
        label="News, events and subjects"
        defaultId="news"
        items={[
          {
            id: 'news',
            label: 'News',
            content: (
              <div className="pub-grid pub-grid--3">
                {config.news.map((item) => (
                  <article key={item.id} className="pub-card pub-card--plain">
                    <p className="pub-eyebrow">
                      <time dateTime={item.date}>{item.date}</time>
                    </p>
                    <h3>{item.link ? <Link to={item.link}>{item.title}</Link> : item.title}</h3>
                    <p>{truncateWords(item.content)}</p>
                  </article>
                ))}
              </div>
            ),
          },
          { id: 'events', label: 'Events', content: <p>{NO_EVENTS_TEXT}</p> },
          ...(subjects
            ? [
                {
                  id: 'subjects',
                  label: subjects.heading,
                  content: (
                    <dl className="pub-subject-list">
                      {subjects.items.map((subject, index) => (
                        <div key={index}>
                          <dt>{subject.title}</dt>
                          <dd>{subject.text}</dd>
                        </div>
                      ))}
                    </dl>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Section>
  );
}

/**
 * /primary and /secondary as staff edited them: the welcome beside the rotating pictures, then the blocks. The
 * `curriculum` tabs come with the Apply buttons under them; the `subjects` block is a tab beside the stage's news and
 * events (that section comes last when the page has no subjects block).
 */
export function StagePage({ config }: { config: StageConfig }) {
  const page = useSitePage(config.stage);
  const image = useRotatingImage(config.welcomeImages, config.rotateMs);
  const tone = (index: number) => (index % 2 === 0 ? 'alt' : undefined);
  const hasSubjects = page.blocks.some((block) => block.type === 'highlights' && block.anchor === 'subjects');
  return (
    <div className="pub-page">
      <div className="icast-container pub-split">
        <div>
          <h1>{page.title}</h1>
          {page.intro && <p className="pub-intro">{page.intro}</p>}
          <Link to="/admission" className="icast-button icast-button--primary">
            Apply Now
          </Link>
        </div>
        <Illustration imageKey={image} className="pub-rotating" />
      </div>
      {page.blocks.map((block, index) => {
        if (block.type === 'tabs' && block.anchor === 'curriculum') {
          return (
            <Section key={block.anchor} id={block.anchor} title={block.heading} tone={tone(index)}>
              <PageTabs block={block} label="Curriculum" />
              <ApplyActions />
            </Section>
          );
        }
        if (block.type === 'highlights' && block.anchor === 'subjects') {
          return <Updates key={block.anchor} config={config} subjects={block} tone={tone(index)} />;
        }
        return <Block key={block.anchor} block={block} tone={tone(index)} />;
      })}
      {!hasSubjects && <Updates config={config} tone={tone(page.blocks.length)} />}
    </div>
  );
}

export const PrimaryPage = () => <StagePage config={PRIMARY_STAGE} />;
export const SecondaryPage = () => <StagePage config={SECONDARY_STAGE} />;
