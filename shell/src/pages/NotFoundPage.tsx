import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="icast-not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">OOps!!! PAGE UNAVAILABLE</h1>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
