export { messagesApi, useUnreadCountQuery } from './messages-api';
