export * from './fake-http-server';
export * from './paystack';
export * from './chat-llm';
export * from './mail-catcher';
export * from './sms-provider';
