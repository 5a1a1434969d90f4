import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * SPEC Home: the hero search navigates to /trainers?search={text}. The box is the browser's own
 * (uncontrolled), so what a visitor types before the page hydrates is still there after; submitted
 * before then, the browser sends the same GET (action, method, name) the app would navigate to.
 */
export function HeroSearch() {
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    navigate(search ? `/trainers?${new URLSearchParams({ search })}` : '/trainers');
  };

  return (
    <search className="mt-8 w-full max-w-xl">
      <form onSubmit={submit} action="/trainers" method="get" className="join w-full">
        <label htmlFor="hero-search" className="sr-only">
          Search trainers
        </label>
        <input
          id="hero-search"
          name="search"
          type="search"
          placeholder="Search yoga, marketing, Spanish…"
          className="input input-lg join-item w-full text-base-content"
          maxLength={200}
        />
        <button type="submit" className="btn btn-lg btn-secondary join-item">
          Search
        </button>
      </form>
    </search>
  );
}
