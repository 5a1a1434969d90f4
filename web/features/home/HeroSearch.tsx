import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

/** SPEC Home: the hero search navigates to /trainers?search={text}. */
export function HeroSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    navigate(search ? `/trainers?${new URLSearchParams({ search })}` : '/trainers');
  };

  return (
    <search className="mt-8 w-full max-w-xl">
      {/* action/method/name: submitted before the page is hydrated, the browser does the same GET. */}
      <form onSubmit={submit} action="/trainers" method="get" className="join w-full">
        <label htmlFor="hero-search" className="sr-only">
          Search trainers
        </label>
        <input
          id="hero-search"
          name="search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
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
