export * from './fake-http-server';
export * from './paystack';
export * from './chat-llm';
