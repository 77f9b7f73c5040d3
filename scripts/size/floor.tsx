import 'reflect-metadata/lite';
import axios from 'axios';
import { Container, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createRoot } from 'react-dom/client';
import { Route, Router } from 'wouter';

/**
 * The stack floor: the least a page built on this stack can load. It imports each library the
 * app's first screen stands on, uses it the way the app does (a container resolving a MobX store,
 * an axios client, a wouter route) and mounts one observer component. `npm run size` compares
 * every entry with this page, built in the same run with the same webpack config.
 */
@injectable()
class Greeting {
  text = 'Kia ora';
  constructor() { makeAutoObservable(this); }
  rename(text: string): void { this.text = text; }
}

const container = new Container();
container.bind(Greeting).toSelf().inSingletonScope();
const greeting = container.get(Greeting);
const http = axios.create({ baseURL: '/api' });

const Hello = observer(function Hello() {
  return <button type="button" onClick={() => { void http.get('/health').then(() => greeting.rename('Ready')); }}>{greeting.text}</button>;
});

createRoot(document.getElementById('root') as HTMLElement).render(<Router><Route path="/*"><Hello /></Route></Router>);
