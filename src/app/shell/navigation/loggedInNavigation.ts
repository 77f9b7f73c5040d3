// What only a logged-in page shows, as one chunk: the login page and the anonymous apply
// pages never load the navigation, its menus or their styles.
export { MessagesIndicator } from './MessagesIndicator';
export { TabBar } from './TabBar';
export { TopNavigation } from './TopNavigation';
