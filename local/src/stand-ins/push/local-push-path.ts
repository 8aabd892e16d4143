/** The local push service's addresses on the local front: the inbox page, new subscriptions, and message delivery. */
export const LOCAL_PUSH_PATH = '/local-push';
export const LOCAL_PUSH_SUBSCRIBE_PATH = `${LOCAL_PUSH_PATH}/subscriptions`;
export const LOCAL_PUSH_SEND_PREFIX = `${LOCAL_PUSH_PATH}/send/`;
