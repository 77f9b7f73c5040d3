// What only a logged-in header shows, as one chunk: the login page and the anonymous apply
// pages never load the navigation, its menus or their styles.
export { MessagesIndicator } from './MessagesIndicator';
export { MobileMenu } from './MobileMenu';
export { TopNavigation } from './TopNavigation';
