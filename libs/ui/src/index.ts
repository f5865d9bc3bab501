export * from './Button';
export * from './Accordion';
export * from './Tabs';
export * from './fields';
export * from './ErrorSummary';
export * from './Card';
export * from './Alert';
export * from './PageLoading';
