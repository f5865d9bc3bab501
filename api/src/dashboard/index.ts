/** The staff dashboard's summary: it reads each context through its services and owns no collection. */
export { DashboardModule } from './dashboard.module';
