import type { IconPaths } from '@blueprintjs/icons';

/*
 * The SVG paths of the icons this application shows (its own and those Blueprint components draw),
 * one chunk fetched with the first icon (src/ui/icons.ts) rather than evaluated with the page.
 */
const paths16 = import.meta.glob<IconPaths>(
  '@blueprint-icon-paths/16px/paths/{add,annotation,arrow-down,bank-account,arrow-left,arrow-up,arrows-horizontal,arrows-vertical,bold,build,calendar,camera,caret-down,caret-right,chat,chevron-down,chevron-left,chevron-right,chevron-up,citation,clipboard,cloud-upload,console,credit-card,cross,dashboard,document,double-caret-vertical,draw,drag-handle-vertical,duplicate,edit,envelope,error,euro,eye-off,eye-open,feed,floppy-disk,gift-box,globe,header-three,header-two,heart,history,home,id-number,inbox,info-sign,italic,lab-test,link,lock,log-in,log-out,manual,map,map-marker,media,menu,minus,new-person,numbered-list,offline,people,person,plus,properties,redo,refresh,route,search,selection,send-message,share,shopping-cart,small-cross,small-tick,sort-asc,sort-desc,style,tick,tick-circle,time,timeline-events,tint,trash,undo,unlink,user,video,walk,warning-sign}.js',
  { eager: true, import: 'default' },
);
const paths20 = import.meta.glob<IconPaths>(
  '@blueprint-icon-paths/20px/paths/{annotation,build,calendar,cloud-upload,console,dashboard,document,edit,envelope,error,euro,feed,gift-box,heart,history,home,id-number,inbox,info-sign,link,lock,manual,map-marker,media,offline,people,search,shopping-cart,style,tick-circle,time,timeline-events,trash,video,walk,warning-sign}.js',
  { eager: true, import: 'default' },
);

function byName(modules: Record<string, IconPaths>): Map<string, IconPaths> {
  return new Map(Object.entries(modules).map(([file, paths]) => [file.slice(file.lastIndexOf('/') + 1, -'.js'.length), paths]));
}

export const bundled = { 16: byName(paths16), 20: byName(paths20) };
