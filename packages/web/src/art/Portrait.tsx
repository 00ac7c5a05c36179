/** The four characters as simple busts on a 60x70 grid, drawn for this project. */
const SKIN = ['#f2c9a5', '#deaa7f', '#f6d8bb', '#a9714e'] as const;
const INK = '#2a2230';

function Face({ skin }: { skin: string }) {
  return (
    <g>
      <rect x={26} y={38} width={8} height={10} fill={skin} />
      <ellipse cx={30} cy={30} rx={11} ry={13} fill={skin} />
      <circle cx={25.8} cy={30} r={1.3} fill={INK} />
      <circle cx={34.2} cy={30} r={1.3} fill={INK} />
      <path d="M27.5 37.2q2.5 1.6 5 0" stroke={INK} strokeWidth={1.1} fill="none" strokeLinecap="round" />
    </g>
  );
}

const SHOULDERS = 'M7 70c0-14 9.5-22 23-22s23 8 23 22z';

function Vera() {
  const skin = SKIN[0];
  return (
    <g>
      <path d="M16.5 31c0-13 6-19.5 13.5-19.5S43.5 18 43.5 31v23c-3.5 2-7.5 2-10 0V37h-7v17c-2.5 2-6.5 2-10 0z" fill="#8c3b2a" />
      <path d={SHOULDERS} fill="#2f7d5b" />
      <path d="M22 48.5l8 8 8-8" fill="none" stroke="#f2c9a5" strokeWidth={3} />
      <Face skin={skin} />
      <path d="M18.5 28c1.6-8.5 6.6-12.8 11.5-12.8 5.6 0 10.2 4.3 11.5 12.8-3.5-4.6-7.6-7-11.7-7.1-2.1 3.4-6 6-11.3 7.1z" fill="#a2452f" />
      <circle cx={19.2} cy={36} r={1.4} fill="#e3b341" />
      <circle cx={40.8} cy={36} r={1.4} fill="#e3b341" />
    </g>
  );
}

function Otto() {
  const skin = SKIN[1];
  return (
    <g>
      <path d={SHOULDERS} fill="#6d4c35" />
      <path d="M24 48l6 9 6-9" fill="#f3eee4" />
      <Face skin={skin} />
      <ellipse cx={19.4} cy={29} rx={2.4} ry={4.5} fill="#c9c4bc" />
      <ellipse cx={40.6} cy={29} rx={2.4} ry={4.5} fill="#c9c4bc" />
      <g fill="none" stroke={INK} strokeWidth={1.1}>
        <circle cx={25.8} cy={30} r={3.3} />
        <circle cx={34.2} cy={30} r={3.3} />
        <path d="M29.1 29.6h1.8" />
      </g>
      <path d="M23.5 35.6c2.1-2 4.4-2.1 6.5-.3 2.1-1.8 4.4-1.7 6.5.3-2.1 2.8-4.4 2.1-6.5.9-2.1 1.2-4.4 1.9-6.5-.9z" fill="#b9b2a8" />
      <path d="M25 51l5 3-5 3zM35 51l-5 3 5 3z" fill="#b23a3a" />
    </g>
  );
}

function Mina() {
  const skin = SKIN[2];
  return (
    <g>
      <path d="M16.5 34c0-13.5 6-20.5 13.5-20.5S43.5 20.5 43.5 34v7.5h-6V27h-15v14.5h-6z" fill="#1f1d24" />
      <path d={SHOULDERS} fill="#2d3f6e" />
      <rect x={24.5} y={41} width={11} height={9} rx={2} fill="#26365f" />
      <Face skin={skin} />
      <path d="M18.6 27.4c.6-7.5 5.3-11.6 11.4-11.6s10.8 4.1 11.4 11.6z" fill="#1f1d24" />
      <ellipse cx={31} cy={15.5} rx={13.5} ry={4.2} fill="#c23b4b" />
      <rect x={30} y={9.2} width={2} height={3.5} rx={1} fill="#c23b4b" />
    </g>
  );
}

function Felix() {
  const skin = SKIN[3];
  return (
    <g>
      <path d={SHOULDERS} fill="#5b6170" />
      <path d="M22 49l8 13 8-13" fill="#eee7da" />
      <path d="M27.5 50.5h5l-2.5 5z" fill="#6b3f7a" />
      <Face skin={skin} />
      <path d="M19.2 31.5c.2 9 5 13.4 10.8 13.4s10.6-4.4 10.8-13.4c-2 4-5 6-10.8 6s-8.8-2-10.8-6z" fill="#3a2a22" />
      <rect x={15.5} y={16.5} width={29} height={3.2} rx={1.6} fill={INK} />
      <rect x={21} y={1.5} width={18} height={16} rx={1} fill={INK} />
      <rect x={21} y={12.8} width={18} height={2.6} fill="#a4455f" />
    </g>
  );
}

const PEOPLE = [Vera, Otto, Mina, Felix];

export function Portrait({ character }: { character: number }) {
  const Person = PEOPLE[character] ?? Vera;
  return <Person />;
}
