import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

/** Only used when this remote runs on its own; inside the site the shell owns the router and the layout. */
export function StandaloneApp() {
  const page = useRoutes(routes);
  return (
    <>
      <p className="icast-standalone-frame" role="note">
        mf_public standalone preview: the shell adds the site header, footer and chat.
      </p>
      <main id="main">{page ?? <h1>This remote has no page at this address.</h1>}</main>
    </>
  );
}
