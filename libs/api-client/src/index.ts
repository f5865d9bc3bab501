export {
  fetchApi,
  fetchApiFile,
  fetchApiWithHeaders,
  SERVER_API_FETCH,
  setSecondFactorSetupHandler,
  setSessionEndedHandler,
  uploadApi,
  type JsonEndpoint,
  type UploadOptions,
  type UploadProgress,
  type RequestArguments,
  type RequestOptions,
} from './client';
export {
  ApiRequestError,
  conflictDetails,
  errorMessage,
  fieldErrorsOfFailure,
  NetworkError,
  NETWORK_FAILURE_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
} from './errors';
export { pageData, paymentConfigInPage, SERVER_PAGE_DATA, siteOrigin, visitorCookies } from './page-data';
export { postedFormRefused, postedText, type PostedForm } from './posted-form';
export { settle, type LoadState } from './loaded';
