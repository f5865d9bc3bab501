import { ABOUT, SITE } from '@icast/content';

export function HomePage() {
  return (
    <section id="first-section" className="icast-container" aria-labelledby="home-heading">
      <h1 id="home-heading">Welcome to {SITE.fullName}</h1>
      <p>{SITE.tagline}</p>
      <h2>Our mission</h2>
      <p data-testid="mission">{ABOUT.mission}</p>
    </section>
  );
}
