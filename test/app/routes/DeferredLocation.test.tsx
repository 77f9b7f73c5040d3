import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Switch, useLocation, useParams, useSearch } from 'wouter';
import { DeferredLocation } from '../../../src/app/routes/DeferredLocation';
import { renderWithServices } from '../../support/renderWithServices';

function Shows() {
  const [path] = useLocation();
  const { id } = useParams<{ id: string }>();
  return <p>{`path ${path}, search ${useSearch()}, id ${id}`}</p>;
}

/** A page with state of its own: it counts its clicks until it is mounted anew. */
function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>{`clicked ${count}`}</button>;
}

function routes() {
  return (
    <DeferredLocation>
      <Switch>
        <Route path="/accounts/:id"><Shows /><Counter /><Link href="/accounts/2?page=3">Next account</Link></Route>
        <Route>nothing here</Route>
      </Switch>
    </DeferredLocation>
  );
}

describe('DeferredLocation', () => {
  it('gives the routes below it the path, search and params of the address bar', () => {
    renderWithServices(routes(), { path: '/accounts/1?page=2' });
    expect(screen.getByText('path /accounts/1, search page=2, id 1')).toBeInTheDocument();
  });

  it('navigates through the enclosing router, and the routes follow', async () => {
    const { location } = renderWithServices(routes(), { path: '/accounts/1' });
    await userEvent.click(screen.getByRole('link', { name: 'Next account' }));
    expect(location.history?.at(-1)).toBe('/accounts/2?page=3');
    expect(screen.getByText('path /accounts/2, search page=3, id 2')).toBeInTheDocument();
    act(() => location.navigate('/elsewhere'));
    expect(screen.getByText('nothing here')).toBeInTheDocument();
  });

  it('keeps the state of what it shows while the location stays', async () => {
    renderWithServices(routes(), { path: '/accounts/1' });
    await userEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });
});
