import { createRoot } from "react-dom/client";
import { Icon } from "../../app/components/icon.tsx";

/**
 * A story of the <Icon> component: renders the icons named in `?icons=a:b,c:d`
 * (twice each, to show that one request serves both), as the production server
 * serves it. None of them is inlined at build time.
 */
function IconStory({ names }: { names: string[] }) {
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>
          <Icon name={name} label={name} />
          <Icon name={name} />
        </li>
      ))}
    </ul>
  );
}

const names = (new URLSearchParams(window.location.search).get("icons") ?? "")
  .split(",")
  .filter(Boolean);
const root = document.getElementById("story");
if (root) createRoot(root).render(<IconStory names={names} />);
