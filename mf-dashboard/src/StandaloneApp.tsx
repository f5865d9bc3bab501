import { useRoutes } from 'react-router-dom';
import { STANDALONE_NOT_FOUND, StandaloneFrame } from '@icast/ui';
import { routes } from './routes';

/** Only used when this remote runs on its own; inside the site the shell owns the router and the layout. */
export function StandaloneApp() {
  const page = useRoutes(routes);
  return <StandaloneFrame remote="mf_dashboard">{page ?? <h1>{STANDALONE_NOT_FOUND}</h1>}</StandaloneFrame>;
}
