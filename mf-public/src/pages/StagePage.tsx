import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Tabs } from '@icast/ui';
import {
  NEWS_ITEMS,
  NO_EVENTS_TEXT,
  PRIMARY_CURRICULUM_DEFAULT_TAB,
  PRIMARY_CURRICULUM_TABS,
  PRIMARY_NEWS,
  PRIMARY_SUBJECTS,
  SECONDARY_CURRICULUM_DEFAULT_TAB,
  SECONDARY_CURRICULUM_TABS,
  SECONDARY_SUBJECTS,
  WELCOME_TEXTS,
  truncateWords,
  type CurriculumTab,
} from '@icast/content';
import { Illustration } from '../components/Illustration';
import { usePrefersReducedMotion } from '../components/motion';
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
  curriculum: CurriculumTab[];
  defaultTab: string;
  news: StageNews[];
  subjects: Array<{ name: string; description: string }>;
}

const NEWS_SHOWN = 3;

export const PRIMARY_STAGE: StageConfig = {
  stage: 'primary',
  welcomeImages: ['primary/reading-corner', 'primary/science-table', 'primary/football-field', 'primary/art-class'],
  rotateMs: 5_000,
  curriculum: PRIMARY_CURRICULUM_TABS,
  defaultTab: PRIMARY_CURRICULUM_DEFAULT_TAB,
  news: PRIMARY_NEWS.slice(0, NEWS_SHOWN),
  subjects: PRIMARY_SUBJECTS,
};

export const SECONDARY_STAGE: StageConfig = {
  stage: 'secondary',
  welcomeImages: ['secondary/chemistry-lab', 'secondary/computer-room', 'secondary/library', 'secondary/sports'],
  rotateMs: 500,
  curriculum: SECONDARY_CURRICULUM_TABS,
  defaultTab: SECONDARY_CURRICULUM_DEFAULT_TAB,
  news: NEWS_ITEMS.slice(0, NEWS_SHOWN).map((item) => ({ ...item, link: `/news-detail/${item.id}` })),
  subjects: SECONDARY_SUBJECTS,
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

export function StagePage({ config }: { config: StageConfig }) {
  const welcome = WELCOME_TEXTS[config.stage];
  const image = useRotatingImage(config.welcomeImages, config.rotateMs);
  return (
    <div className="pub-page">
      <div className="icast-container pub-split">
        <div>
          <h1>{welcome.title}</h1>
          <p className="pub-intro">{welcome.text}</p>
          <Link to="/admission" className="icast-button icast-button--primary">
            Apply Now
          </Link>
        </div>
        <Illustration imageKey={image} className="pub-rotating" />
      </div>
      <Section id="curriculum" title="Our Curriculum" tone="alt">
        <Tabs
          label="Curriculum"
          defaultId={config.defaultTab}
          items={config.curriculum.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: (
              <div>
                <h3>{tab.title}</h3>
                <p>{tab.text}</p>
                <ul>
                  {tab.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            ),
          }))}
        />
        <ApplyActions />
      </Section>
      <Section id="updates" title="News, Events and Subjects">
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
            {
              id: 'subjects',
              label: 'Subjects',
              content: (
                <dl className="pub-subject-list">
                  {config.subjects.map((subject) => (
                    <div key={subject.name}>
                      <dt>{subject.name}</dt>
                      <dd>{subject.description}</dd>
                    </div>
                  ))}
                </dl>
              ),
            },
          ]}
        />
      </Section>
    </div>
  );
}

export const PrimaryPage = () => <StagePage config={PRIMARY_STAGE} />;
export const SecondaryPage = () => <StagePage config={SECONDARY_STAGE} />;
